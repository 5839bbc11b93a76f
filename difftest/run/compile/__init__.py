"""The compile stage: modules for each variant (a process or the in-process compiler), their figures, and
whether the flag reached them."""
