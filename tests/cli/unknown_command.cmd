frobnicate
exit 2
