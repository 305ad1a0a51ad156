// Placeholder until exercise 06 lands.
