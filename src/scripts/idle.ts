import { startIdleSignOut } from '@/components/account/idle-watch';

// On every page: the message left by the previous page, and the idle sign-out for members.
startIdleSignOut();
