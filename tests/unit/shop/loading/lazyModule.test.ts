import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../../../../src/shop/loading/lazyModule';

describe('lazyModule', () => {
  it('loads once, and has the module at hand once loaded', async () => {
    const module = { Page: 'page' };
    const importer = vi.fn(() => Promise.resolve(module));
    const code = lazyModule(importer);
    expect(code.loaded()).toBeNull();
    const [a, b] = [code.load(), code.load()];
    expect(await a).toBe(module);
    expect(await b).toBe(module);
    expect(code.loaded()).toBe(module);
    expect(await code.load()).toBe(module);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure, and has nothing at hand meanwhile', async () => {
    const module = { Page: 'page' };
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(module);
    const code = lazyModule(importer);
    await expect(code.load()).rejects.toThrow('Failed to fetch');
    expect(code.loaded()).toBeNull();
    expect(await code.load()).toBe(module);
    expect(code.loaded()).toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
