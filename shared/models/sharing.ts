/** Shapes of share links and print orders. */
import type { Module } from '../roles.ts';

export interface ShareLinkCreated {
  link: string;
  _id: string;
  expiresAt: string;
}

export interface ShareLink {
  _id: string;
  fileId: string;
  module: Module;
  createdAt: string;
  created_by: string;
  created_by_name: string;
  expiresAt: string;
  openCount: number;
  lastOpenedAt?: string;
}

export interface PrintRequestAnswer {
  message: string;
  warning?: string;
  orderId: string;
}
