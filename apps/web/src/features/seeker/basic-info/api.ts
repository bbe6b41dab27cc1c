/** PATCH /api/account/register/{userId}/ multipart (spec 001 §7 "Update basic info") → the updated user record. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type BasicInfoInput, type UserDetail } from '@portal/contract';
import { api } from '@/lib/api';
import { userQueryKey } from '@/lib/session';

export function useUpdateBasicInfo(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BasicInfoInput) => {
      const body = new FormData();
      body.append('first_name', input.first_name);
      body.append('last_name', input.last_name);
      body.append('profile.gender', input['profile.gender']);
      body.append('profile.phone_number', input['profile.phone_number']);
      // Sent empty too: an emptied field clears the stored alternative number.
      body.append('profile.alternative_contact', input['profile.alternative_contact'] ?? '');
      return api.patch<UserDetail>(API.registerItem(userId), body);
    },
    onSuccess: (user) => queryClient.setQueryData(userQueryKey(userId), user),
  });
}
