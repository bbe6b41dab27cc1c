/** PATCH /api/account/register/{userId}/ multipart (spec 001 §7 "Update basic info") → the updated user record. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type BasicInfoInput, type UserDetail } from '@portal/contract';
import { api } from '@/lib/api';
import { multipartOf } from '@/lib/forms/multipart';
import { userQueryKey } from '@/lib/session';

export function useUpdateBasicInfo(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // An emptied alternative number is sent as '' too: it clears the stored one.
    mutationFn: (input: BasicInfoInput) => api.patch<UserDetail>(API.registerItem(userId), multipartOf(input)),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey(userId), user),
  });
}
