// A note in this browser that its last known session was signed in. The
// session cookie is HttpOnly, so the tiny bootstrap (main.tsx) cannot see it;
// the hint tells it to start the app at once on a pre-rendered page, whose
// header would otherwise show a signed-in buyer the visitor's "Войти" until
// the first tap. Kept by useSession; never trusted for anything else.
const KEY = 'shop.signedIn';

export function readSignedInHint(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage disabled: treat as a visitor
  }
}

export function writeSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // storage disabled or full: the hint only saves a tap
  }
}
