list variants
