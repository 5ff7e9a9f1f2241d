
exit 2
