growth --role Val --events "level 14; quaff full blesed x2"
exit 2
