monster --variant evilhack Cerberus,Lucifer,Demogorgon --gain-levels 30 --kills 0,100 --victim-level 49 --measure hp,level --exact --format csv
