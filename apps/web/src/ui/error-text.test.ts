import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { i18n } from '../i18n/index.ts';
import { errorText } from './error-text.ts';

const en = i18n.getFixedT('en');
const ko = i18n.getFixedT('ko');

describe('errorText', () => {
  it('explains each sign-in refusal in the person’s language', () => {
    expect(errorText(en, new ApiError(401, 'NOT_EXIST_USER', 'No account.'))).toBe(
      'No account uses this e-mail address.',
    );
    expect(errorText(ko, new ApiError(401, 'invalid_credentials', 'Wrong.'))).toBe(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(errorText(en, new ApiError(403, 'account_deactivated', 'Deactivated.'))).toMatch(/deactivated/);
  });

  it('says how long a locked sign-in must wait, in whole minutes', () => {
    const locked = new ApiError(429, 'too_many_requests', 'Locked.', { retryAfterSeconds: 600 });
    expect(errorText(en, locked)).toBe('Too many failed attempts. Try again in 10 minutes.');
    expect(errorText(ko, locked)).toBe('로그인 실패가 너무 많습니다. 10분 후에 다시 시도하세요.');
  });

  it('falls back to the server’s message for a code it does not know, and to a general one otherwise', () => {
    expect(errorText(en, new ApiError(409, 'stale_version', 'Reload the project.'))).toBe(
      'Reload the project.',
    );
    expect(errorText(en, new TypeError('boom'))).toBe('Something unexpected happened. Try again.');
  });
});
