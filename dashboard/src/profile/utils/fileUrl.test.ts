import { describe, expect, it } from 'vitest';
import { sameOriginFileUrl } from './fileUrl';

describe('sameOriginFileUrl', () => {
  it('keeps the path and signature of the API file route', () => {
    expect(sameOriginFileUrl('http://127.0.0.1:0/files/protected/a/profile/b.png?expires=1&signature=x', 'http://127.0.0.1:4000')).toBe(
      '/files/protected/a/profile/b.png?expires=1&signature=x',
    );
  });

  it('leaves other storage links alone', () => {
    const s3 = 'https://bucket.s3.amazonaws.com/protected/a.png?X-Amz-Signature=1';
    expect(sameOriginFileUrl(s3, 'http://127.0.0.1:4000')).toBe(s3);
  });
});
