import './app/styles.css';

import { createRoot } from 'react-dom/client';

import { mountApp } from './app/mount-app';
import { router } from './app/router';

// No Apollo here: the screens that talk to the API bring the client with them (see the route
// table), so the home page paints without downloading it.
const container = document.getElementById('root')!;
mountApp(createRoot(container), container, router);
