import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

export interface RowKeyboardOptions {
  rowCount: number;
  /** Enter on the focused row. */
  onOpen?: (index: number) => void;
  /** Space on the focused row. */
  onToggle?: (index: number) => void;
}

/**
 * Keyboard navigation of a table's rows: one row is in the tab order (roving tabindex), the arrows
 * move it (Home/End to the ends), Enter opens it and Space selects it.
 */
export function useRowKeyboard({ rowCount, onOpen, onToggle }: RowKeyboardOptions) {
  const [focused, setFocused] = useState(0);
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const current = Math.min(focused, Math.max(0, rowCount - 1));
  const move = useCallback((index: number) => {
    setFocused(index);
    rows.current[index]?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    // Keys typed in a cell's own control (a link, a checkbox, an input) stay with it.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowDown' && index + 1 < rowCount) move(index + 1);
    else if (event.key === 'ArrowUp' && index > 0) move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(rowCount - 1);
    else if (event.key === 'Enter' && onOpen) onOpen(index);
    else if (event.key === ' ' && onToggle) onToggle(index);
    else return;
    event.preventDefault();
  };
  const rowProps = (index: number) => ({
    ref: (element: HTMLTableRowElement | null) => {
      rows.current[index] = element;
    },
    tabIndex: index === current ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => onKeyDown(event, index),
    onFocus: () => setFocused(index),
  });
  return { focused: current, rowProps };
}
