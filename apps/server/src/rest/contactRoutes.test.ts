import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testDbKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

/** A minimal web build: the SPA shell and one pre-rendered page, both with the URL placeholder. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<link rel="canonical" href="__PUBLIC_URL__/"><div id="root"></div>',
  );
  mkdirSync(path.join(dir, 'about'));
  writeFileSync(
    path.join(dir, 'about', 'index.html'),
    '<link rel="canonical" href="__PUBLIC_URL__/about"><h1>О компании</h1>',
  );
  return dir;
}

const contactPayload = {
  to: 'attacker@example.com',
  subject: 'Вопрос',
  text: 'Текст письма',
  html: '<a href="http://phish.example">click</a>',
  companyName: 'ООО «Ромашка»',
  contactName: 'Пётр Иванов',
  email: 'petr@example.ru',
  phone: '79181234567',
  comments: 'Интересует опт по колодкам Yamaha',
};

describe.each(testDbKinds())('[VISITOR][CONTACT] POST /api/send-email and page serving on %s', (kind) => {
  let kit: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    kit = await createTestApp(kind, { webDist: fakeWebDist() });
  });
  afterAll(() => kit?.close());

  it('stores the contact variant and mails the shop, never the given recipient or HTML', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: contactPayload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Сообщение отправлено' });
    const message = await kit.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(message).toMatchObject({ name: 'Пётр Иванов', source: 'api', company: 'ООО «Ромашка»' });
    const mail = await kit.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('manager@test.local');
    expect(mail.html).not.toContain('phish.example');
    expect(mail.text_body).toContain('Интересует опт по колодкам Yamaha');
  });

  it('answers invalid input with 400 and the Russian message of the form', async () => {
    const bad = await kit.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: { ...contactPayload, email: 'нет' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Неверный формат электронной почты.');
    const notObject = await kit.app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().message).toBe('Тело запроса должно быть объектом JSON: {…}');
  });

  it('serves a pre-rendered page for its path and the SPA shell elsewhere, with the public URL filled in', async () => {
    const about = await kit.app.inject({ method: 'GET', url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.headers['content-type']).toContain('text/html');
    expect(about.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/about"><h1>О компании</h1>',
    );
    const other = await kit.app.inject({ method: 'GET', url: '/catalog' });
    expect(other.body).toContain('href="http://localhost:3000/"><div id="root"></div>');
    const raw = await kit.app.inject({ method: 'GET', url: '/about/index.html' });
    expect(raw.body).not.toContain('__PUBLIC_URL__');
  });

  it('serves robots.txt and a sitemap with the public pages', async () => {
    const robots = await kit.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await kit.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/about</loc>');
    expect(sitemap.body).not.toContain('/delivery');
  });
});
