import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissToast, toast, useToasts } from './toast-store.ts';

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the one on screen', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', variant: 'destructive' }));
    expect(result.current.map((t) => t.title)).toEqual(['Second']);
    expect(result.current[0]!.variant).toBe('destructive');
  });

  it('closes a dismissed toast', () => {
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => void (id = toast({ title: 'Bye' })));
    act(() => dismissToast(id));
    expect(result.current.find((t) => t.id === id)?.open).toBe(false);
  });
});
