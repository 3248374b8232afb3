/** Shapes the API answers with (docs/requirements.md#data-the-app-keeps). */
import type { Role } from './roles.ts';
import type { ProjectStatus } from './schemas/projects.ts';

export interface User {
  _id: string;
  name: string;
  email: string;
  roles: Role;
  allowedProjects: string[];
  mustChangePassword: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CreatedUser extends User {
  /** Shown once to the admin; present only when the server chose the password. */
  initialPassword?: string;
}

export interface LoginResponse {
  access_token: string;
  roles: Role;
  email: string;
  userId: string;
  name: string;
  allowedProjects: string[];
  mustChangePassword: boolean;
  expiresAt: string;
}

export interface Me {
  _id: string;
  name: string;
  email: string;
  roles: Role;
  allowedProjects: string[];
  mustChangePassword: boolean;
}

/** A plain confirmation, in words a person can be shown. */
export interface MessageResponse {
  message: string;
}

export interface ProfileUpdated {
  message: string;
  name: string;
  email: string;
  /** A fresh token: changing the password ends every older session. */
  access_token: string;
}

export interface Project {
  _id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ErrorBody {
  error: string;
}
