monster valkyrie --depth 20 --xl 14 --variant 3.4.3,3.6.7,5.0 --origin makemon --exact --format csv
