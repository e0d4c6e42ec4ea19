import * as yup from 'yup';
import type { BannerNotice } from './lobby';

/** The notice kinds the lobby banner can show, mildest first. */
export const NOTICE_TYPES = ['info', 'success', 'warning', 'danger'] as const;

export type NoticeType = (typeof NOTICE_TYPES)[number];

export function isNoticeType(value: string): value is NoticeType {
  return (NOTICE_TYPES as readonly string[]).includes(value);
}

export const NOTICE_MAX_LENGTH = 500;

/** PUT /api/lobby/notice: the banner staff set for everyone in the lobby. */
export const lobbyNoticeSchema: yup.ObjectSchema<Required<BannerNotice>> = yup
  .object({
    message: yup
      .string()
      .trim()
      .required('Please enter the notice text')
      .max(NOTICE_MAX_LENGTH, `The notice must be at most ${NOTICE_MAX_LENGTH} characters`),
    type: yup
      .string()
      .oneOf(NOTICE_TYPES, `type must be one of ${NOTICE_TYPES.join(', ')}`)
      .required('type is required'),
  })
  .noUnknown('Unknown field: ${unknown}');
