// Spec section 7 "Authentication": bodies go to the procedures as they are.
import {
  forgotPasswordInput,
  loginInput,
  profileUpdateInput,
  registrationInput,
  resetLinkInput,
  resetPasswordInput,
} from '@shop/schemas';
import * as s from '../docSchemas';
import { route } from '../table';

const tag = 'Авторизация';
const body = ({ body }: { body: Record<string, unknown> }) => body;

export const authRoutes = [
  route({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Вход: профиль и bearer-токен',
    tag,
    access: 'public',
    asksToSignIn: true,
    body: loginInput,
    procedure: (c) => c.auth.tokenLogin,
    input: body,
  }),
  route({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Регистрация',
    tag,
    access: 'public',
    body: registrationInput,
    status: 201,
    procedure: (c) => c.auth.register,
    input: body,
  }),
  route({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Выход',
    tag,
    access: 'public',
    procedure: (c) => c.auth.logout,
  }),
  route({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Письмо со ссылкой для сброса пароля',
    tag,
    access: 'public',
    body: forgotPasswordInput,
    procedure: (c) => c.auth.forgotPassword,
    input: body,
  }),
  route({
    method: 'POST',
    path: '/api/auth/verify-reset-token',
    summary: 'Проверка ссылки сброса',
    tag,
    access: 'public',
    body: resetLinkInput,
    procedure: (c) => c.auth.verifyResetToken,
    input: body,
  }),
  route({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Новый пароль',
    tag,
    access: 'public',
    body: resetPasswordInput,
    procedure: (c) => c.auth.resetPassword,
    input: body,
  }),
  route({
    method: 'PUT',
    path: '/api/users/:id',
    summary: 'Изменение своего профиля',
    tag,
    access: 'ownPath',
    params: s.idParam,
    body: profileUpdateInput,
    procedure: (c) => c.auth.updateProfile,
    input: ({ body, params }) => ({ ...body, id: params.id }),
  }),
];
