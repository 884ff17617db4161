// (e) Files every instance sees: a photo uploaded through A is served by B,
// and a price list previewed on A is applied on B. Both instances keep their
// files in one S3-compatible store (s3rver here, MinIO in compose).
import sharp from 'sharp';
import { call, login } from '../client';
import { expect } from '../harness';
import type { ClusterContext } from '../context';

interface ListedPart {
  id: number;
  partNumber: string;
  name: string;
  category: string;
}

async function anyPart(base: string, token: string): Promise<ListedPart> {
  const answer = await call(`${base}/api/admin/parts?pageSize=1`, { token });
  const part = (answer.body.items as ListedPart[] | undefined)?.[0];
  expect(answer.status === 200 && part !== undefined, `admin parts list answered ${answer.status}`);
  return part!;
}

export async function checkPhotoOnEveryInstance(ctx: ClusterContext): Promise<string> {
  const [a, b] = ctx.instances;
  const { token } = await login(a.url, ctx.admin.email, ctx.admin.password);
  const part = await anyPart(a.url, token);
  const picture = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#e4572e' } })
    .jpeg()
    .toBuffer();
  const upload = await fetch(`${a.url}/api/admin/parts/${part.id}/photos?fileName=cluster.jpg`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    body: picture,
  });
  expect(upload.status === 201, `upload through A answered ${upload.status}`);
  const photos = (await upload.json()) as Array<{ url: string }>;
  const url = photos.at(-1)!.url;
  const fromB = await fetch(`${b.url}${url}`);
  const bytes = Buffer.from(await fromB.arrayBuffer());
  expect(fromB.status === 200, `B answered ${fromB.status} for a photo uploaded through A`);
  expect((await sharp(bytes).metadata()).width === 800, 'B served another picture');
  let ok = 0;
  for (let i = 0; i < 10; i += 1) if ((await fetch(`${ctx.nginx.url}${url}`)).status === 200) ok += 1;
  expect(ok === 10, `${10 - ok} of 10 requests for the new photo through nginx failed`);
  return `photo uploaded through A, served by B (${bytes.length} bytes) and 10 of 10 times through nginx`;
}

export async function checkPriceListOnEveryInstance(ctx: ClusterContext): Promise<string> {
  const [a, b] = ctx.instances;
  const { token } = await login(a.url, ctx.admin.email, ctx.admin.password);
  const part = await anyPart(a.url, token);
  const price = 1234 + Math.floor(Math.random() * 1000);
  const csv = `Артикул;Название;Категория;Цена;Наличие\n${part.partNumber};${part.name};${part.category};${price};17\n`;
  const preview = await fetch(`${a.url}/api/admin/price-list/preview?fileName=cluster.csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: csv,
  });
  const previewed = (await preview.json()) as { importId?: number; counts?: { changed: number } };
  expect(preview.status === 200, `preview on A answered ${preview.status}: ${JSON.stringify(previewed)}`);
  const applied = await call(`${b.url}/api/admin/price-list/apply`, {
    method: 'POST',
    token,
    body: { importId: previewed.importId },
  });
  expect(applied.status === 200, `apply on B answered ${applied.status}: ${JSON.stringify(applied.body)}`);
  const row = await ctx.database.db
    .selectFrom('parts')
    .select(['price', 'availability'])
    .where('id', '=', part.id)
    .executeTakeFirstOrThrow();
  expect(
    row.price === price * 100 && row.availability === 17,
    `after the apply on B the part has ${row.price} kopecks and ${row.availability} in stock`,
  );
  return `price list previewed on A (${previewed.counts?.changed} change), applied on B: ${part.partNumber} now ${price} ₽, 17 in stock`;
}
