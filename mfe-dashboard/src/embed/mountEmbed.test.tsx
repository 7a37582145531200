import { act, screen, within } from '@testing-library/react';
import type { DashboardApi, DashboardApiOptions } from '../data/api';

const competitions = [
  { id: 1, name: 'Open Leeds', status: 'open', operator: 5, boundary: { boundary: { type: 'Polygon', coordinates: [[[-1.6, 53.8], [-1.5, 53.8], [-1.5, 53.9], [-1.6, 53.8]]] } } },
];
const created: { options: DashboardApiOptions; api: jest.Mocked<DashboardApi> }[] = [];

jest.mock('../data/api', () => ({
  createDashboardApi: (options: DashboardApiOptions) => {
    const api = {
      competitions: jest.fn(async () => competitions),
      competition: jest.fn(),
      boundary: jest.fn(async () => null),
      assetSummary: jest.fn(),
      mapData: jest.fn(async () => ({ pins: [], source: 'document' })),
      qualifyingAssets: jest.fn(async () => []),
      ballotCount: jest.fn(),
      entry: jest.fn(),
      confirmEntry: jest.fn(),
      withdrawEntry: jest.fn(),
      bulkConfirm: jest.fn(),
      operators: jest.fn(async () => []),
      searchPlaces: jest.fn(async () => []),
    } as unknown as jest.Mocked<DashboardApi>;
    created.push({ options, api });
    return api;
  },
}));

// Imported after the mock so the embed uses the fake API.
import { mountEmbed } from '../embed';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = `${b64({ alg: 'HS256' })}.${b64({ version: '1', exp: 4102444800, email: 'p@x.test', user_id: 1, role: { org_type: 'flexprovider', id: 9, is_max_org: false }, permission_names: [], api_base_url: 'http://api.test/', preferred_locale: 'en-GB' })}.sig`;

describe('third-party embed', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('mounts the map into a plain element, logged out, and unmounts cleanly', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mountEmbed(el, { apiBase: 'http://api.test/', filters: { tags: ['untagged'] } });
    });
    expect(within(el).getByRole('region', { name: 'Competitions map' })).toBeInTheDocument();
    expect(await within(el).findByRole('button', { name: 'Open Leeds' })).toBeInTheDocument();
    const { options, api } = created[0]!;
    expect(api.competitions).toHaveBeenCalledWith('public', null, expect.any(Set));
    // A 401 inside someone else's page must not send their page to our index.
    expect(options.requestOptions?.context).toEqual({ skipAuthError: true });
    expect(options.requestOptions?.headers).toEqual({});
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('(1)');
    act(() => unmount());
    expect(el).toBeEmptyDOMElement();
    el.remove();
  });

  it('with a token, uses it for every request and takes the role from its claims', async () => {
    const el = document.createElement('div');
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mountEmbed(el, { apiBase: 'http://api.test/', token });
    });
    const { options, api } = created[0]!;
    expect(options.requestOptions?.headers).toEqual({ Authorization: `Bearer ${token}` });
    expect(api.competitions).toHaveBeenCalledWith('flexprovider', 9, expect.any(Set));
    act(() => unmount());
  });

  it('refuses to mount without an API base', () => {
    expect(() => mountEmbed(document.createElement('div'), { apiBase: '' })).toThrow('apiBase');
  });
});
