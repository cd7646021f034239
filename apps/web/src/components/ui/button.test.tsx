import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

function spinnerIn(button: HTMLElement) {
  return button.querySelector('.loading-spinner');
}

describe('Button', () => {
  it('is an enabled, idle "button" showing its icon and text', async () => {
    const onClick = vi.fn();
    render(
      <Button className="btn btn-primary" icon={<svg data-testid="icon" />} onClick={onClick}>
        Save
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('btn btn-primary');
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByTestId('icon')).toBeTruthy();
    expect(spinnerIn(button)).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while busy is disabled, says it is busy and shows a spinner in place of its icon', async () => {
    const onClick = vi.fn();
    render(
      <Button isBusy icon={<svg data-testid="icon" />} onClick={onClick}>
        Saving...
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(spinnerIn(button)?.className).toBe('loading loading-sm loading-spinner');
    expect(spinnerIn(button)?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('icon')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the smaller spinner of a small button when asked', () => {
    render(
      <Button isBusy spinnerSize="xs">
        Delete
      </Button>,
    );

    expect(spinnerIn(screen.getByRole('button'))?.className).toBe(
      'loading loading-xs loading-spinner',
    );
  });

  it('can be a submit button, disabled while not busy', () => {
    render(
      <form>
        <Button type="submit" disabled>
          Send
        </Button>
      </form>,
    );

    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('false');
  });
});
