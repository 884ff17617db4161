// A company for issue 34's tests: its administrator (signed in through the
// API test kit) and colleagues invited by it, each with a session.
import { createContextInner } from '../context';
import { createCaller } from '../root';
import type { ApiTestKit } from '../testing/apiTestKit';

let invited = 0;

export const pickup = {
  deliveryMethod: 'pickup',
  paymentMethod: 'cash',
  city: '',
  deliveryAddress: '',
  comments: '',
} as const;

export async function createTestCompany(kit: ApiTestKit, name = 'ООО «Сервис-Мото»') {
  const admin = await kit.signIn('user', { company: name, firstName: 'Анна' });
  const callerOf = async (userId: number) =>
    createCaller(
      await createContextInner(kit.deps, {
        sessionToken: (await kit.deps.lucia.createSession(userId, {})).id,
      }),
    );
  const colleague = async (role: 'admin' | 'buyer' | 'viewer', monthlyLimitKopecks: number | null = null) => {
    invited += 1;
    const email = `${role}-${invited}-${Date.now()}@company.ru`;
    const { userId } = await admin.caller.auth.company.invite({
      email,
      firstName: 'Пётр',
      lastName: `Коллега${invited}`,
      role,
      monthlyLimitKopecks,
    });
    return { userId, email, caller: await callerOf(userId) };
  };
  return { admin, colleague, callerOf };
}
