// What of a first screen's answers (firstScreenData.ts) a render shared by
// buyers may see. The prices are in the search answers: two buyers whose
// answers are equal have the same price terms. The account is replaced by a
// stand-in that keeps what decides the page's shape (the role, activation)
// and carries markers for what is the buyer's own (id, e-mail, names, phone,
// company), so a render that showed any of it can be caught.
import { createHash } from 'node:crypto';

/** The answers of firstScreenData.ts, as they are put in the page. */
export interface FirstScreenAnswers {
  me: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    company: string | null;
    role: string;
    emailVerified: number;
  };
  [answer: string]: unknown;
}

/** Text no page has by itself: where it shows, a private field of the stand-in shows. */
const PRIVATE_MARKER = 'private-field-8c1f';

export interface SharedRender {
  /** The cache key of the shared render: the page and every answer but the buyer's own fields. */
  key: string;
  /** The answers with the stand-in account. */
  data: FirstScreenAnswers;
  /** Whether `html` shows one of the stand-in's private fields (then it is not shared). */
  showsPrivate: (html: string) => boolean;
}

export function sharedRenderOf(pathname: string, answers: FirstScreenAnswers): SharedRender {
  const { me } = answers;
  const data: FirstScreenAnswers = {
    ...answers,
    me: {
      id: 0,
      email: `${PRIVATE_MARKER}@example.invalid`,
      firstName: PRIVATE_MARKER,
      lastName: PRIVATE_MARKER,
      phone: PRIVATE_MARKER,
      company: me.company === null ? null : PRIVATE_MARKER,
      role: me.role,
      emailVerified: me.emailVerified,
    },
  };
  const key = createHash('sha1').update(pathname).update('\n').update(JSON.stringify(data)).digest('base64');
  return { key, data, showsPrivate: (html) => html.includes(PRIVATE_MARKER) };
}
