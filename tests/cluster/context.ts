import type { TestDatabase } from './database';
import type { Instance } from './instances';
import type { Nginx } from './nginx';
import type { SmtpTestServer } from '@shop/mail/testing';

export interface Account {
  email: string;
  password: string;
}

/** Everything the checks share: two instances, nginx in front, one database, one SMTP server. */
export interface ClusterContext {
  database: TestDatabase;
  smtp: SmtpTestServer;
  instances: [Instance, Instance];
  nginx: Nginx;
  admin: Account;
  buyers: Account[];
  startupMs: number;
  /** Figures for the summary line. */
  figures: Record<string, number>;
}
