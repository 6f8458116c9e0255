import { describe, expect, it } from 'vitest';
import { isSmsStatus, smsStatusIntent } from './smsStatus';

describe('smsStatusIntent', () => {
  it.each([
    ['sent', 'success'],
    ['failed', 'danger'],
    ['sending', 'primary'],
    ['queued', 'none'],
  ])('%s is %s', (status, intent) => {
    expect(smsStatusIntent(status)).toBe(intent);
  });

  it('knows the outbox states only', () => {
    expect(isSmsStatus('sent')).toBe(true);
    expect(isSmsStatus('delivered')).toBe(false);
  });
});
