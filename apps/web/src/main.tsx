// The entry script. It starts the app at once: the app's chunks and the
// page's come with the HTML (<link rel="modulepreload">: dist's index.html,
// the pre-rendered pages, and the server's render of '/' and '/catalog').
// Imported statically, the app runs before the document's load event, so
// `hydrateRoot` has been called by then; a tap that lands while React adopts
// the server's markup is replayed by React itself.
import { boot } from './app/boot';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

void boot(container);
