import { screen, waitFor, within } from '@testing-library/react';
import { CHUNK_RELOAD_KEY } from '../ChunkReload/chunkReload';
import '../test-utils';
import { createAreaLifecycles } from './createAreaLifecycles';

// The catalogue chunks are the browser's business; test-utils has loaded the en-GB strings.
jest.mock('../i18n', () => ({ registerSharedUiCatalogs: () => Promise.resolve('en-GB') }));

const chunkError = () => Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });

async function mountArea(Root: () => React.ReactElement) {
  const lifecycles = createAreaLifecycles(Root);
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'test-area', domElement, singleSpa: {}, mountParcel: jest.fn() };
  await lifecycles.bootstrap(props);
  // single-spa-react resolves mount once React has committed the area's root (its own root,
  // rendered outside act as in the browser).
  await lifecycles.mount(props);
  return {
    domElement,
    unmount: async () => {
      await lifecycles.unmount(props);
      domElement.remove();
    },
  };
}

afterEach(() => window.sessionStorage.clear());

test("a lazy screen of the area whose chunk fails to load: the page reloads (once a minute), no error page", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Lost(): React.ReactElement {
    throw chunkError();
  }
  const area = await mountArea(Lost);
  await waitFor(() => expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull());
  expect(within(area.domElement).getByRole('status')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  await area.unmount();

  // Failing again within the minute: the area's error page.
  const again = await mountArea(Lost);
  expect(within(again.domElement).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  await again.unmount();
  jest.restoreAllMocks();
});

test('any other error in the area shows its error page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Broken(): React.ReactElement {
    throw new Error('render failed');
  }
  const area = await mountArea(Broken);
  expect(within(area.domElement).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  await area.unmount();
  jest.restoreAllMocks();
});
