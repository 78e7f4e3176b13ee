import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SignInResult } from './sign-in';
import { queryKeys } from '../../../lib/query-keys';

/** Codes are single-use: one request per code, never retried or refetched. */
export async function verifyEmail(code: string): Promise<SignInResult> {
  return (await api<SignInResult>('/api/auth/verify-email', { query: { code } })).data;
}

export const useVerifyEmail = (code: string | null) =>
  useQuery({
    queryKey: queryKeys.verifyEmail(code),
    queryFn: () => verifyEmail(code!),
    enabled: Boolean(code),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
