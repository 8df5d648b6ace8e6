import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessageBox } from './message-box';

function Box({ onSend, initial = '' }: { onSend: (text: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <MessageBox label="Write to Nusrat" value={value} onChange={setValue} onSend={onSend} />;
}

describe('the message box (docs/product.md, "Conversations")', () => {
  it('sends the trimmed text with Enter, and starts a new line with Shift+Enter', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Box onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Write to Nusrat' });
    expect(box).toHaveAccessibleDescription(/Enter sends; Shift\+Enter starts a new line\./);
    await user.type(box, '  Hello{Shift>}{Enter}{/Shift}there  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello\nthere');
  });

  it('sends nothing while a word is being composed (an Enter that picks a Bangla word)', () => {
    const onSend = vi.fn();
    render(<Box onSend={onSend} initial="আমি" />);
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('আমি');
  });

  it('says to write something first rather than send nothing', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Box onSend={onSend} initial="   " />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(/Write a message first/);
  });

  it('counts down from 1,800 characters, and keeps but does not send a text over 2,000', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(<Box onSend={onSend} initial={'a'.repeat(1799)} />);
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    unmount();

    render(<Box onSend={onSend} initial={'a'.repeat(1990)} />);
    expect(screen.getByText('10 characters left')).toBeVisible();
    const box = screen.getByRole('textbox');
    await user.type(box, 'b'.repeat(12));
    expect(screen.getByText('2 characters too many')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription(/A message can be at most 2,000 characters/);
    expect(box).toHaveValue(`${'a'.repeat(1990)}${'b'.repeat(12)}`);
    await user.type(box, '{Backspace}{Backspace}{Enter}');
    expect(onSend).toHaveBeenCalledWith(`${'a'.repeat(1990)}${'b'.repeat(10)}`);
  });
});
