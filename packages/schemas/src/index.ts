export { z } from './zod';
