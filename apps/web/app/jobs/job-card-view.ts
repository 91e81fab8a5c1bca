/** What a job card shows, computed on the server: the browser gets text, not the rules. */
export interface JobCardView {
  id: number
  title: string
  href: string
  /** The application form; anonymous visitors are asked to sign in first. */
  applyHref: string
  /** 'Campinas - SP'. */
  location: string
  /** 'Nível Pleno', or ''. */
  level: string
  pcd: boolean
  open: boolean
  /** 'Encerra em 5 dias'. */
  deadline: string
  progress: number
  progressLabel: string
}
