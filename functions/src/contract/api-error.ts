/** Every error the API sends has this body. */
export interface ApiErrorBody {
  message: string;
}
