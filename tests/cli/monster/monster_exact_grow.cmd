monster --grow --kills 1,5,20 --victim-level 0,5 "little dog" --measure level --exact --format wiki
