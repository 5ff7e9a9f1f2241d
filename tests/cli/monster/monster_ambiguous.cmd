monster red
exit 2
