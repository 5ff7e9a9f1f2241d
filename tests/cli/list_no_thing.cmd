list
exit 2
