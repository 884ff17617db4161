import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const [w, name] of [[1280,'d'],[375,'m']]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  await p.route(/api-maps/, r => r.abort());
  for (const path of ['/contact','/faq']) {
    await p.goto('http://127.0.0.1:4817'+path); await p.waitForLoadState('networkidle');
    await p.screenshot({ path: `/tmp/shot-${name}${path.replace('/','-')}.png`, fullPage: true });
  }
}
await b.close();
