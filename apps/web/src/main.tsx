// The entry script, kept tiny. It starts the app at once: the app's chunks
// and the page's come with the HTML (<link rel="modulepreload">: dist's
// index.html, the pre-rendered pages, and the server's render of '/' and
// '/catalog'), so `hydrateRoot` runs as soon as they have arrived. A tap that
// lands while React adopts the server's markup is replayed by React itself.
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

void import('./app/boot').then(async ({ boot }) => {
  // Evaluating the app's modules is one task and starting it another, so a
  // slow phone can paint and take input in between instead of being blocked
  // for both at once.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await boot(container);
});
