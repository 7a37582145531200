import { act, renderHook, waitFor } from '@testing-library/react';
import { isApiError } from 'shared-session';
import { ApiError } from 'shared-session/testing';
import { useLoad } from './useLoad';

/** A load whose answers the test gives, one at a time. */
function deferred<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const load = jest.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  const answer = async (value: T) => act(async () => pending.shift()?.resolve(value));
  const fail = async (error: unknown) => act(async () => pending.shift()?.reject(error));
  return { load, answer, fail };
}

test('loads, then holds the value; update changes it', async () => {
  const { load, answer } = deferred<{ n: number }>();
  const { result } = renderHook(() => useLoad(load, 'Could not load.', []));
  expect(result.current.result).toEqual({ state: 'loading' });
  await answer({ n: 1 });
  expect(result.current.result).toEqual({ state: 'ready', value: { n: 1 } });
  act(() => result.current.update((v) => ({ n: v.n + 1 })));
  expect(result.current.result).toEqual({ state: 'ready', value: { n: 2 } });
  expect(load).toHaveBeenCalledTimes(1);
});

test("a failure carries the server's message, or the given one; 404 and 403 are not found", async () => {
  const { load, fail } = deferred<number>();
  const { result, rerender } = renderHook(({ id }) => useLoad(load, 'Could not load.', [id]), { initialProps: { id: 1 } });
  await fail(new ApiError({ status: 404, body: { detail: 'Not found.' } }));
  expect(result.current.result).toMatchObject({ state: 'failed', message: 'Not found.', notFound: true });
  expect(result.current.result.state === 'failed' && isApiError(result.current.result.error) && result.current.result.error.status).toBe(404);
  rerender({ id: 2 });
  await fail(new TypeError('offline'));
  expect(result.current.result).toMatchObject({ state: 'failed', notFound: false });
  expect(load).toHaveBeenCalledTimes(2);
});

test('new deps start afresh; a reload keeps the loaded value shown until the answer comes', async () => {
  const { load, answer, fail } = deferred<string>();
  const { result, rerender } = renderHook(({ id }) => useLoad(load, 'Could not load.', [id]), { initialProps: { id: 1 } });
  await answer('first');

  act(() => result.current.reload());
  expect(result.current.result).toEqual({ state: 'ready', value: 'first' });
  await answer('again');
  expect(result.current.result).toEqual({ state: 'ready', value: 'again' });

  rerender({ id: 2 });
  await waitFor(() => expect(result.current.result).toEqual({ state: 'loading' }));
  await fail(new ApiError({ status: 500 }));
  // After a failure there is nothing to keep: a reload shows loading.
  act(() => result.current.reload());
  expect(result.current.result).toEqual({ state: 'loading' });
  await answer('second');
  expect(result.current.result).toEqual({ state: 'ready', value: 'second' });
  expect(load).toHaveBeenCalledTimes(4);
});

test('replace shows a given value; the latest answer wins over an older one', async () => {
  const { load, answer } = deferred<string>();
  const { result, rerender } = renderHook(({ id }) => useLoad(load, 'Could not load.', [id]), { initialProps: { id: 1 } });
  rerender({ id: 2 });
  await answer('for 1');
  expect(result.current.result).toEqual({ state: 'loading' });
  await answer('for 2');
  expect(result.current.result).toEqual({ state: 'ready', value: 'for 2' });
  act(() => result.current.replace('saved'));
  expect(result.current.result).toEqual({ state: 'ready', value: 'saved' });
  expect(load).toHaveBeenCalledTimes(2);
});

test('while not enabled nothing loads and the state stays loading', async () => {
  const { load, answer } = deferred<string>();
  const { result, rerender } = renderHook(({ enabled }) => useLoad(load, '', [], { enabled }), { initialProps: { enabled: false } });
  expect(load).not.toHaveBeenCalled();
  expect(result.current.result).toEqual({ state: 'loading' });
  rerender({ enabled: true });
  expect(load).toHaveBeenCalledTimes(1);
  await answer('now');
  expect(result.current.result).toEqual({ state: 'ready', value: 'now' });
});
