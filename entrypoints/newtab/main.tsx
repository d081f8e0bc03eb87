import { mountApp } from '@/components/mountApp';
import { App } from './App';

mountApp(App, { shortcuts: true, whatsNew: 'card' });
