/**
 * The home grid: 16 tiles, each opening a game room by id; games 1, 4, 15 and 16 appear and
 * several tiles share ids. Game 4 is racing (/bjsc). Symbols are coin tickers, not translated.
 */
export interface GameTile {
  symbol: string
  /** game id = the room id the tile opens */
  id: 1 | 4 | 15 | 16
  /** accent colour of the tile's badge */
  color: string
}

export const RACING_GAME_ID = 4

export const GAME_TILES: readonly GameTile[] = [
  { symbol: 'BTC', id: 1, color: '#f7931a' },
  { symbol: 'ETH', id: 16, color: '#8a92b2' },
  { symbol: 'USDT', id: 15, color: '#26a17b' },
  { symbol: 'F1', id: 4, color: '#e84142' },
  { symbol: 'BNB', id: 1, color: '#f3ba2f' },
  { symbol: 'SOL', id: 16, color: '#9945ff' },
  { symbol: 'DOGE', id: 15, color: '#c2a633' },
  { symbol: 'TRX', id: 1, color: '#ef0027' },
  { symbol: 'XRP', id: 16, color: '#5d7c9a' },
  { symbol: 'ADA', id: 15, color: '#3468d1' },
  { symbol: 'LTC', id: 1, color: '#a6a9aa' },
  { symbol: 'DOT', id: 16, color: '#e6007a' },
  { symbol: 'AVAX', id: 15, color: '#e84142' },
  { symbol: 'LINK', id: 1, color: '#2a5ada' },
  { symbol: 'SHIB', id: 16, color: '#ffa409' },
  { symbol: 'USDC', id: 15, color: '#2775ca' },
]
