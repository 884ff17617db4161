import { describe, expect, it, vi } from 'vitest';
import { createToasterFacade, type RealToaster, type ToastOptions } from './toaster';

/** A stand-in for Chakra's toaster that records the calls, and a loader the test resolves. */
function setup() {
  const calls: Array<['create', ToastOptions] | ['dismiss', string | undefined]> = [];
  const real: RealToaster = {
    create: (options) => {
      calls.push(['create', options]);
      return options.id ?? 'chakra-id';
    },
    dismiss: (id) => void calls.push(['dismiss', id]),
  };
  let resolve!: (toaster: RealToaster) => void;
  const load = vi.fn(() => new Promise<RealToaster>((done) => (resolve = done)));
  const toaster = createToasterFacade(load);
  const loaded = async () => {
    resolve(real);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { calls, load, toaster, loaded };
}

describe('toaster facade', () => {
  it('loads Chakra on the first toast only and hands it the queued toasts in order', async () => {
    const { calls, load, toaster, loaded } = setup();
    expect(load).not.toHaveBeenCalled();
    const first = toaster.create({ type: 'info', title: 'one' });
    const second = toaster.create({ type: 'error', title: 'two' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    await loaded();
    expect(calls).toEqual([
      ['create', { type: 'info', title: 'one', id: first }],
      ['create', { type: 'error', title: 'two', id: second }],
    ]);
    const third = toaster.create({ title: 'three' });
    toaster.dismiss(third);
    expect(calls.slice(2)).toEqual([
      ['create', { title: 'three', id: third }],
      ['dismiss', third],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('returns ids at once: distinct generated ones, or the one given', () => {
    const { toaster } = setup();
    const a = toaster.create({ title: 'a' });
    const b = toaster.create({ title: 'b', id: undefined });
    expect(a).not.toBe(b);
    expect(toaster.create({ title: 'c', id: 'access-denied' })).toBe('access-denied');
  });

  it('passes a repeated id on, so Chakra shows the toast once', async () => {
    const { calls, toaster, loaded } = setup();
    toaster.create({ id: 'access-denied', title: 'denied' });
    toaster.create({ id: 'access-denied', title: 'denied' });
    await loaded();
    expect(calls.map(([, options]) => (options as ToastOptions).id)).toEqual([
      'access-denied',
      'access-denied',
    ]);
  });

  it('drops a toast dismissed before Chakra is there', async () => {
    const { calls, toaster, loaded } = setup();
    const progress = toaster.create({ type: 'loading', title: 'loading' });
    const done = toaster.create({ type: 'success', title: 'done' });
    toaster.dismiss(progress);
    await loaded();
    expect(calls).toEqual([['create', { type: 'success', title: 'done', id: done }]]);
  });

  it('tells LazyToaster about the first toast once', () => {
    const { toaster } = setup();
    const listener = vi.fn();
    toaster.onFirstUse(listener);
    expect(toaster.isUsed()).toBe(false);
    toaster.create({ title: 'a' });
    toaster.create({ title: 'b' });
    expect(toaster.isUsed()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('prepares: loads Chakra and mounts the region without a toast, once', async () => {
    const { calls, load, toaster, loaded } = setup();
    const listener = vi.fn();
    toaster.onFirstUse(listener);
    const ready = toaster.prepare();
    void toaster.prepare();
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(toaster.isUsed()).toBe(true);
    await loaded();
    await ready;
    expect(calls).toEqual([]);
    const id = toaster.create({ title: 'at once' });
    expect(calls).toEqual([['create', { title: 'at once', id }]]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the app toaster', () => {
  it('shows a toast created twice with the same id once', async () => {
    const { chakraToaster } = await import('./chakraToaster');
    const { toaster } = await import('./toaster');
    toaster.create({ id: 'access-denied', type: 'error', title: 'denied' });
    toaster.create({ id: 'access-denied', type: 'error', title: 'denied' });
    await vi.waitFor(() => expect(chakraToaster.getCount()).toBe(1));
    expect(chakraToaster.isVisible('access-denied')).toBe(true);
  });
});
