// The typed tRPC client of a running shop, signed in as the operator:
// SHOP_TOKEN, or SHOP_EMAIL + SHOP_PASSWORD, or a prompt at the terminal.
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@shop/api';
import { CliError, type CliEnv, type CliIo } from './io';

export type ShopClient = ReturnType<typeof createTRPCClient<AppRouter>>;

export const DEFAULT_SHOP_URL = 'http://localhost:3000';

export function shopUrlOf(env: CliEnv): string {
  return (env.SHOP_URL || DEFAULT_SHOP_URL).replace(/\/+$/, '');
}

export function createShopClient(url: string, token: string | null): ShopClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${url}/trpc`,
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
      }),
    ],
  });
}

async function credentials(env: CliEnv, io: CliIo): Promise<{ email: string; password: string }> {
  if (env.SHOP_EMAIL && env.SHOP_PASSWORD) return { email: env.SHOP_EMAIL, password: env.SHOP_PASSWORD };
  if (!io.interactive) {
    throw new CliError('Нет входа: задайте SHOP_TOKEN или SHOP_EMAIL и SHOP_PASSWORD');
  }
  const email = env.SHOP_EMAIL || (await io.ask('E-mail администратора: '));
  const password = await io.ask('Пароль: ', { hidden: true });
  return { email, password };
}

/** A client with a bearer token: the given one, or a fresh session from logging in. */
export async function connect(env: CliEnv, io: CliIo): Promise<ShopClient> {
  const url = shopUrlOf(env);
  if (env.SHOP_TOKEN) return createShopClient(url, env.SHOP_TOKEN);
  const { email, password } = await credentials(env, io);
  const login = await createShopClient(url, null).auth.tokenLogin.mutate({ email, password });
  return createShopClient(url, login.token);
}

/** The server's Russian message, or a plain explanation when it could not be reached. */
export function describeClientError(error: unknown, env: CliEnv): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const cause = (error as TRPCClientError<AppRouter>).cause;
  if (error.message === 'fetch failed' || cause?.name === 'TypeError') {
    return `Сервер ${shopUrlOf(env)} недоступен: запустите магазин или укажите адрес в SHOP_URL`;
  }
  return error.message;
}
