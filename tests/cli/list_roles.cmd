list roles
