// The entry script, kept tiny. It starts the app at once: the app's chunks
// and the page's come with the HTML (<link rel="modulepreload">: dist's
// index.html, the pre-rendered pages, and the server's render of '/' and
// '/catalog'), so `hydrateRoot` runs as soon as they have arrived. A tap that
// lands while React adopts the server's markup is replayed by React itself.
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

void import('./app/boot').then(({ boot }) => boot(container));
