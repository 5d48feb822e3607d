import { domAnimation } from 'framer-motion'

/** Loaded after hydration by LazyMotion, so the animation engine stays out of the first load. */
export default domAnimation
