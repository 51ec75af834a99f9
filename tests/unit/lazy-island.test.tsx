import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, test } from 'vitest';
import { lazyIsland } from '@/components/lazy-island';

describe('lazyIsland', () => {
  test('shows its fallback until the component loads, then the component with its props', async () => {
    type Module = { default: ComponentType<{ who: string }> };
    let resolve!: (module: Module) => void;
    const Island = lazyIsland(() => new Promise<Module>((done) => (resolve = done)));
    render(<Island who="Sam" />);
    expect(screen.getByText('Loading...')).toBeVisible();
    resolve({ default: ({ who }) => <p>Hello, {who}</p> });
    expect(await screen.findByText('Hello, Sam')).toBeVisible();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  test('shows a fallback of its own when given one', () => {
    const Island = lazyIsland(() => new Promise<{ default: ComponentType<object> }>(() => {}), <p>Opening the chat</p>);
    render(<Island />);
    expect(screen.getByText('Opening the chat')).toBeVisible();
  });
});
