monster --grow --kills 1,20 --victim-level 0,5 --gain-levels 1 --monster "kitten,little dog" -n 1000 --format table
