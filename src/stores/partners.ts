import { atom } from 'nanostores';
import { getSupabase } from '@/lib/supabase';
import type { ContactShare, OwnPartner } from '@/lib/partners/types';
import { pendingSecondFactor } from '@/lib/queries/mfa';
import { revokeShare, selectOwnPartner, selectOwnRequests, selectOwnShares, selectPartnerNames } from '@/lib/queries/partners';

/**
 * The signed-in professional's partner profile (partner sign-in and dashboard). `locked`: the
 * account has two-step sign-in and this session has not had its code yet, so the database
 * refuses the profile until it has (the dashboard asks for the code).
 */
export interface PartnerAccountState {
  status: 'idle' | 'loading' | 'ready' | 'locked' | 'error';
  partner: OwnPartner | null;
}

export const $partnerAccount = atom<PartnerAccountState>({ status: 'idle', partner: null });

export async function loadPartnerAccount(userId: string) {
  $partnerAccount.set({ status: 'loading', partner: $partnerAccount.get().partner });
  try {
    if (await pendingSecondFactor(getSupabase())) return $partnerAccount.set({ status: 'locked', partner: null });
    $partnerAccount.set({ status: 'ready', partner: await selectOwnPartner(getSupabase(), userId) });
  } catch {
    $partnerAccount.set({ status: 'error', partner: null });
  }
}

export function setOwnPartner(partner: OwnPartner) {
  $partnerAccount.set({ status: 'ready', partner });
}

/** A share the member made, with who it went to. */
export interface OwnShare extends ContactShare {
  partnerId: string | null;
  /** Null when the professional is no longer listed. */
  partnerName: string | null;
  sentAt: string | null;
}

export interface OwnSharesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  shares: OwnShare[];
}

/** What the signed-in member has shared with professionals (contact page panel, confirmation). */
export const $ownShares = atom<OwnSharesState>({ status: 'idle', shares: [] });

export async function loadOwnShares(userId: string) {
  $ownShares.set({ status: 'loading', shares: $ownShares.get().shares });
  try {
    const client = getSupabase();
    const shares = await selectOwnShares(client, userId);
    const requests = await selectOwnRequests(client, [...new Set(shares.map((s) => s.request_id))]);
    const byRequest = new Map(requests.map((r) => [r.id, r]));
    const names = await selectPartnerNames(client, [...new Set(requests.map((r) => r.partner_id))]);
    $ownShares.set({
      status: 'ready',
      shares: shares.map((share) => {
        const request = byRequest.get(share.request_id);
        return {
          ...share,
          partnerId: request?.partner_id ?? null,
          partnerName: request ? (names.get(request.partner_id)?.full_name ?? null) : null,
          sentAt: request?.created_at ?? null,
        };
      }),
    });
  } catch {
    $ownShares.set({ status: 'error', shares: $ownShares.get().shares });
  }
}

/** Revokes one share; the partner stops seeing it at once. Throws so the caller can say why. */
export async function revokeOwnShare(id: string) {
  const revoked = await revokeShare(getSupabase(), id);
  $ownShares.set({
    ...$ownShares.get(),
    shares: $ownShares.get().shares.map((share) => (share.id === id ? { ...share, revoked_at: revoked.revoked_at } : share)),
  });
}
