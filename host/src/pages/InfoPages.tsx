/** The roadmap and the buyer marketplace (one chunk, loaded on first visit). */
import './home/home.css';
export { RoadmapPage } from './roadmap/RoadmapPage';
export { MarketplaceBuyPage } from './home/MarketplaceBuyPage';
